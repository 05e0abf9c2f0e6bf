// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title Portico test ERC-20
/// @notice A minimal ERC-20 (EIP-20) for the local chains, named at deployment: the emulator's starters deploy the
/// Portico Test Token (PTT, 18 decimals) its faucet hands out and a test USD Coin (USDC, 6 decimals) for funding.
/// The whole supply goes to the deployer; there is no mint, burn or owner.
/// Compiled by `npx tsx scripts/build-test-token.ts` into artifact.ts.
contract PorticoTestToken {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public immutable totalSupply;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    /// @param supply The whole supply in base units (whole tokens times 10 ** decimals_).
    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        // An unlimited approval (max uint256) is not spent down, as in the common implementations.
        if (allowed != type(uint256).max) {
            require(allowed >= value, "ERC20: insufficient allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) private {
        require(to != address(0), "ERC20: transfer to the zero address");
        require(balanceOf[from] >= value, "ERC20: transfer amount exceeds balance");
        // Checked above, so the subtraction cannot underflow; the sum cannot exceed totalSupply.
        unchecked {
            balanceOf[from] -= value;
            balanceOf[to] += value;
        }
        emit Transfer(from, to, value);
    }
}
